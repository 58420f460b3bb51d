-- wrk script: POST the file named by $BODY as text/plain. wrk reports
-- statuses other than 2xx as "Non-2xx or 3xx responses".
local file = assert(io.open(os.getenv("BODY"), "rb"))
wrk.method = "POST"
wrk.body = file:read("*a")
file:close()
wrk.headers["Content-Type"] = "text/plain"
