//! The requests beside solving, as a client sees them: explain, check,
//! classic and parse.

use super::*;

#[tokio::test]
async fn explain_answers_a_game_and_a_cell_as_the_command_does() {
    let server = TestServer::with_defaults().await;
    assert_eq!(
        sample_json("/api/explain?game=1").await,
        concat!(
            r#"{"game":1,"answer":2,"start":[{"side":"D","cost":1},{"side":"R","cost":3}],"#,
            r#""path":[{"piece":[1,2],"side":"D","cost":1,"step":"start"},"#,
            r#"{"piece":[2,2],"side":"U","cost":2,"step":"swap"}]}"#
        )
    );
    let reply = server.post("/api/explain?game=2", SAMPLE).await;
    assert_eq!(
        reply.body,
        concat!(
            r#"{"game":2,"answer":-1,"start":[{"side":"U","cost":0},"#,
            r#"{"side":"D","cost":null},{"side":"R","cost":2}],"path":null}"#
        )
    );
    let reply = server.post("/api/explain?cell=2,3", SAMPLE).await;
    assert_eq!(
        reply.body,
        r#"{"cell":[2,3],"around":[{"from":"U","to":"L","cost":2},{"from":"L","to":"U","cost":2}]}"#
    );
}

#[tokio::test]
async fn explain_adds_the_searches_learn_draws_on_request() {
    let server = TestServer::with_defaults().await;
    let reply = server
        .post("/api/explain?game=1&naive=true&search=true", SAMPLE)
        .await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    let json = reply.json();
    // The naive search stops at the answer, 2, after the positions it reached.
    assert_eq!(json["naive"]["answer"], 2);
    assert!(json["naive"]["reached"].as_u64().unwrap() >= 3);
    // The state search settles the start states first, then reaches the
    // target at the answer.
    let settled = json["settled"].as_array().unwrap();
    assert_eq!(
        settled[0],
        serde_json::json!({"piece":[1,2],"side":"D","cost":1})
    );
    assert!(settled.contains(&serde_json::json!({"piece":[2,2],"side":"U","cost":2})));
    // A window lists only its states; the search is the same.
    let reply = server
        .post("/api/explain?game=1&search=true&window=1,1,1,4", SAMPLE)
        .await;
    let windowed = reply.json()["settled"].as_array().unwrap().clone();
    assert!(!windowed.is_empty());
    assert!(windowed.iter().all(|s| s["piece"][0] == 1));
    // The blank's walk round (2, 3) from its first free side, U at (1, 3).
    let reply = server.post("/api/explain?cell=2,3&walk=true", SAMPLE).await;
    let walk = &reply.json()["walk"];
    assert_eq!(walk["from"], "U");
    assert_eq!(walk["reached"][0], serde_json::json!([1, 3, 0]));
    assert!(
        walk["reached"]
            .as_array()
            .unwrap()
            .contains(&serde_json::json!([2, 2, 2]))
    );
    // A bad window is the client's mistake.
    let reply = server
        .post("/api/explain?game=1&search=true&window=0,1,2", SAMPLE)
        .await;
    assert_eq!(reply.status, 400);
}

#[tokio::test]
async fn check_says_which_games_break_the_rules() {
    let server = TestServer::with_defaults().await;
    let board = "3 4 0\n0 1 1 1\n0 1 1 0\n0 1 0 0\n";
    let reply = server
        .post(
            "/api/check?games=3.2.1.2.2.2_1.1.1.2.2.2_2.2.2.2.3.2_9.1.1.2.2.2",
            board,
        )
        .await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    let games = reply.json()["games"].clone();
    assert_eq!(games[0], serde_json::Value::Null);
    assert_eq!(games[1]["code"], "fixed-blank");
    assert_eq!(games[2]["code"], "same-cell");
    assert_eq!(games[3]["code"], "outside-blank");
    assert!(games[1]["message"].as_str().unwrap().contains("fixed cell"));
    let reply = server.post("/api/check?games=1.2.3", board).await;
    assert_eq!(reply.status, 400);
}

#[tokio::test]
async fn classic_solves_hints_moves_and_lists() {
    let server = TestServer::with_defaults().await;
    let layout = "ACCB\nACCB\nDEEF\nDGHF\nI..J\ngoal C 4 2\n";
    let reply = server.post("/api/classic?action=solve", layout).await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    let json = reply.json();
    assert_eq!(
        (json["optimum"].as_i64(), json["reachable"].as_u64()),
        (Some(81), Some(25_955))
    );
    assert_eq!(json["moves"].as_array().unwrap().len(), 81);
    let reply = server
        .post("/api/classic?action=hint&metric=cell", layout)
        .await;
    assert_eq!(reply.json()["to_go"], 116);
    let reply = server
        .post("/api/classic?action=move&step=I%20R", layout)
        .await;
    assert_eq!(reply.json()["layout"]["cells"][4], ".I.J");
    let reply = server
        .post("/api/classic?action=move&step=C%20D", layout)
        .await;
    assert_eq!(reply.status, 400);
    let reply = server.post("/api/classic?action=list", "").await;
    assert!(reply.json()["layouts"].as_array().unwrap().len() >= 11);
    let reply = server.post("/api/classic?name=hengdao-lima", "").await;
    assert_eq!(reply.json()["optimum"], 81);
}

#[tokio::test]
async fn classic_names_the_built_in_pieces_and_slides_a_piece_to_a_cell() {
    let server = TestServer::with_defaults().await;
    let list = server.post("/api/classic?action=list", "").await.json();
    let hengdao = &list["layouts"][0];
    assert_eq!(hengdao["pinyin"], "hengdao-lima");
    let names = &hengdao["names"];
    assert_eq!(names.as_object().unwrap().len(), 10);
    assert_eq!(names["C"]["zh-CN"], "曹操");
    assert_eq!(names["C"]["en"], "Cao Cao");
    assert_eq!(names["G"]["role"], "guan-yu");
    assert_eq!(names["Y"]["zh-CN"], "张飞");
    assert_eq!(names["1"]["en"], "soldier");
    // Soldier I, bottom left, to the far blank: one move of two steps.
    let layout = "ACCB\nACCB\nDEEF\nDGHF\nI..J\ngoal C 4 2\n";
    let reply = server
        .post("/api/classic?action=move&step=I&to=5,3", layout)
        .await;
    assert_eq!(reply.status, 200, "{}", reply.body);
    let json = reply.json();
    assert_eq!(json["layout"]["cells"][4], "..IJ");
    assert_eq!(json["moves"][0], "I RR");
    for bad in [
        "step=I&to=1,2",
        "step=I&to=9,9",
        "step=IJ&to=5,2",
        "step=Q&to=5,2",
    ] {
        let reply = server
            .post(&format!("/api/classic?action=move&{bad}"), layout)
            .await;
        assert_eq!(reply.status, 400, "{bad}: {}", reply.body);
    }
}

#[tokio::test]
async fn parse_gives_the_board_and_games_as_the_library_reads_them() {
    assert_eq!(
        sample_json("/api/parse").await,
        r#"{"rows":3,"cols":4,"cells":"011101100100","games":[{"blank":[3,2],"piece":[1,2],"target":[2,2]},{"blank":[1,2],"piece":[2,2],"target":[3,2]}]}"#
    );
    let reply = TestServer::with_defaults()
        .await
        .post("/api/parse", "3 4 1\n0 1 1 1\n")
        .await;
    assert_eq!(reply.status, 400);
    assert!(reply.json()["error"].as_str().unwrap().starts_with("line "));
}

#[tokio::test]
async fn explain_agrees_with_brute_force_on_a_generated_board() {
    let server = TestServer::with_defaults().await;
    let mut rng = seeded(24);
    let board = board(Family::Random { fixed: 0.25 }, 6, 6, &mut rng);
    let games = random_games(&board, 8, &mut rng);
    let mut brute = huarong::BruteSolver::new(&board).unwrap();
    let text = Puzzle {
        board: board.clone(),
        games: games.clone(),
    }
    .to_string();
    let mut solvable = 0;
    for (k, game) in games.iter().enumerate() {
        let reply = server
            .post(&format!("/api/explain?game={}", k + 1), text.clone())
            .await
            .json();
        let want = huarong::Solver::solve(&mut brute, game).unwrap();
        assert_eq!(
            reply["answer"],
            want.map_or(-1, |a| a as i64),
            "game {}",
            k + 1
        );
        match want {
            None => assert!(reply["path"].is_null()),
            Some(answer) => {
                let path = reply["path"].as_array().unwrap();
                assert_eq!(path.last().unwrap()["cost"], answer);
                assert_eq!(path[0]["step"], "start");
                solvable += 1;
            }
        }
    }
    assert!(solvable > 0, "no game had a path");
}

#[tokio::test]
async fn explain_refuses_what_it_cannot_explain() {
    let server = TestServer::with_limits(12, ServeConfig::default().max_games).await;
    for (query, says) in [
        ("", "?game=K or ?cell=R,C"),
        ("?game=1&cell=1,2", "?game=K or ?cell=R,C"),
        ("?game=3", "there is no game 3"),
        ("?cell=0,2", "as R,C"),
        ("?cell=2", "as R,C"),
        ("?cell=4,1", "outside the board"),
        ("?cell=1,1", "is fixed"),
    ] {
        let error = server
            .post(&format!("/api/explain{query}"), SAMPLE)
            .await
            .error(400);
        assert!(error.contains(says), "{query}: {error}");
    }
    server.post("/api/explain?game=x", SAMPLE).await.error(400);
    server
        .post("/api/explain?game=1", "3 4 1\n0 1")
        .await
        .error(400);
    let big = "4 4 1\n1 1 1 1\n1 1 1 1\n1 1 1 1\n1 1 1 1\n1 1 1 2 4 4\n";
    for query in ["?game=1", "?cell=1,1"] {
        let error = server
            .post(&format!("/api/explain{query}"), big)
            .await
            .error(422);
        assert!(error.contains("more than the limit of 12"), "{error}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn explain_keeps_the_time_limit() {
    let error = over_the_time_limit("/api/explain?cell=2,2").await;
    assert!(error.contains("time limit"), "{error}");
}
