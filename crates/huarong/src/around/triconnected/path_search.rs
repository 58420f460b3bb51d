//! The second depth-first search and the path search: the separation pairs
//! found along the ordered paths, and the split components cut off at each.

use super::{FROND, Kind, NIL, Split, TREE, push_capped, push_stepped};

impl Split {
    /// The second depth-first search, along the ordered adjacency lists:
    /// new numbers, the first edge of every path, the high points.
    pub(super) fn second_search(&mut self) {
        let n = self.n as u32;
        let mut count = n;
        let mut new_path = true;
        let mut stack: Vec<(u32, u32)> = Vec::with_capacity(self.n);
        let root = self.root;
        // A high point for every frond, and room for the virtual ones.
        let fronds = self.kind.iter().filter(|&&k| k == FROND).count();
        for table in [
            &mut self.high_value,
            &mut self.high_next,
            &mut self.high_prev,
        ] {
            table.reserve_exact(fronds + self.step / 2);
        }
        self.newnum[root as usize] = count - self.descendants[root as usize] + 1;
        stack.push((root, self.adj_head[root as usize]));
        while let Some(&(v, slot)) = stack.last() {
            if slot == NIL {
                stack.pop();
                if !stack.is_empty() {
                    count -= 1;
                }
                continue;
            }
            let top = stack.len() - 1;
            stack[top].1 = self.slot_next[slot as usize];
            let e = self.slot_edge[slot as usize];
            let w = self.tgt[e as usize];
            if new_path {
                new_path = false;
                self.starts[e as usize] = true;
            }
            if self.kind[e as usize] == TREE {
                self.newnum[w as usize] = count - self.descendants[w as usize] + 1;
                stack.push((w, self.adj_head[w as usize]));
            } else {
                let value = self.newnum[v as usize];
                self.in_high[e as usize] = self.push_high(w, value, false);
                new_path = true;
            }
        }
        let mut old_to_new = vec![0u32; self.n + 1];
        for v in 0..self.n {
            old_to_new[self.number[v] as usize] = self.newnum[v];
        }
        for v in 0..self.n {
            self.node_at[self.newnum[v] as usize] = v as u32;
            self.low1[v] = old_to_new[self.low1[v] as usize];
            self.low2[v] = old_to_new[self.low2[v] as usize];
        }
        // The path search reads only the new numbers.
        self.number = Vec::new();
    }

    pub(super) fn tstack_a(&self) -> u32 {
        self.tstack.last().map_or(0, |t| t.1)
    }

    pub(super) fn tstack_not_eos(&self) -> bool {
        self.tstack.last().is_some_and(|t| t.1 != 0)
    }

    /// On a new path starting with an edge to low point `low`: pops the
    /// triples it makes obsolete and pushes the merged one, or `fresh`.
    pub(super) fn update_tstack(&mut self, low: u32, fresh: (u32, u32, u32)) {
        if self.tstack_a() > low {
            let mut y = 0;
            let mut b = 0;
            while self.tstack_a() > low {
                let (h, _, bb) = self.tstack.pop().expect("the test above");
                y = y.max(h);
                b = bb;
            }
            self.tstack.push((y, low, b));
        } else {
            self.tstack.push(fresh);
        }
    }

    /// The path search: finds the separation pairs and splits off their
    /// components.
    pub(super) fn path_search(&mut self) {
        struct Frame {
            v: u32,
            outv: u32,
            /// The slot being looked at, and the one after it.
            it: u32,
            next: u32,
            /// The tree arc at `it` when the search went down it (a split
            /// below may put a virtual edge in its slot).
            arc: u32,
            /// Whether the tree arc at `it` has been searched below.
            back: bool,
        }
        impl Frame {
            /// A fresh frame at vertex `v`, before its first slot.
            fn at(split: &Split, v: u32) -> Frame {
                Frame {
                    v,
                    outv: split.adj_len[v as usize],
                    it: split.adj_head[v as usize],
                    next: NIL,
                    arc: NIL,
                    back: false,
                }
            }
        }
        let root = self.root;
        self.tstack.push((0, 0, 0));
        let mut frames = vec![Frame::at(self, root)];
        while let Some(frame) = frames.last_mut() {
            let (v, it) = (frame.v, frame.it);
            if it == NIL {
                frames.pop();
                if let Some(parent) = frames.last_mut() {
                    parent.back = true;
                }
                continue;
            }
            let vnum = self.newnum[v as usize];
            if frame.back {
                frame.back = false;
                frame.outv -= 1;
                let (outv, arc) = (frame.outv + 1, frame.arc);
                frame.it = frame.next;
                self.after_tree_arc(v, vnum, it, arc, outv);
                continue;
            }
            let next = self.slot_next[it as usize];
            let e = self.slot_edge[it as usize];
            let w = self.tgt[e as usize];
            let wnum = self.newnum[w as usize];
            if self.kind[e as usize] == TREE {
                if self.starts[e as usize] {
                    let (low, last) = (
                        self.low1[w as usize],
                        wnum + self.descendants[w as usize] - 1,
                    );
                    self.update_tstack(low, (last, low, vnum));
                    self.tstack.push((0, 0, 0));
                }
                frame.next = next;
                frame.arc = e;
                // The search goes at most one frame a vertex deep.
                push_capped(&mut frames, Frame::at(self, w), self.n);
            } else {
                if self.starts[e as usize] {
                    self.update_tstack(wnum, (vnum, wnum, vnum));
                }
                push_stepped(&mut self.estack, e, self.step);
                frame.it = next;
            }
        }
    }

    /// What follows the search below the tree arc `e` in slot `it` of `v`:
    /// the type-2 and type-1 separation pairs it closes. `outv` counts the
    /// arcs of `v` not yet done, this one included.
    pub(super) fn after_tree_arc(&mut self, v: u32, vnum: u32, it: u32, e: u32, outv: u32) {
        let mut w = self.tgt[e as usize];
        let mut wnum = self.newnum[w as usize];
        let tree_arc = self.tree_arc[w as usize];
        push_stepped(&mut self.estack, tree_arc, self.step);

        // Type-2 pairs.
        loop {
            if vnum == 1 {
                break;
            }
            let degree_two = self.degree[w as usize] == 2 && {
                let first = self.slot_edge[self.adj_head[w as usize] as usize];
                self.newnum[self.tgt[first as usize] as usize] > wnum
            };
            let (_, a, b) = *self.tstack.last().expect("an end marker at least");
            if !(a == vnum || degree_two) {
                break;
            }
            if a == vnum
                && self.father[self.node_at[b as usize] as usize] == self.node_at[a as usize]
            {
                self.tstack.pop();
                continue;
            }
            let mut e_ab = NIL;
            let virt;
            let x;
            if degree_two {
                let e1 = self.estack.pop().expect("the arc to w");
                let e2 = self.estack.pop().expect("the edge out of w");
                self.del_adj(w, self.in_adj[e2 as usize]);
                x = self.tgt[e2 as usize];
                virt = self.new_edge(v, x);
                self.degree[x as usize] -= 1;
                self.degree[v as usize] -= 1;
                self.new_comp(Kind::Polygon);
                self.add(e1);
                self.add(e2);
                self.add(virt);
                if let Some(&top) = self.estack.last()
                    && self.src[top as usize] == x
                    && self.tgt[top as usize] == v
                {
                    e_ab = top;
                    self.estack.pop();
                    self.del_adj(x, self.in_adj[e_ab as usize]);
                    self.del_high(e_ab);
                }
            } else {
                let (h, _, _) = self.tstack.pop().expect("the triple just read");
                self.new_comp(Kind::Rigid);
                while let Some(&xy) = self.estack.last() {
                    let (sx, ty) = (self.src[xy as usize], self.tgt[xy as usize]);
                    let (nx, ny) = (self.newnum[sx as usize], self.newnum[ty as usize]);
                    if !(a <= nx && nx <= h && a <= ny && ny <= h) {
                        break;
                    }
                    self.estack.pop();
                    if (nx == a && ny == b) || (ny == a && nx == b) {
                        e_ab = xy;
                        self.del_adj(sx, self.in_adj[xy as usize]);
                        self.del_high(xy);
                    } else {
                        if it != self.in_adj[xy as usize] {
                            self.del_adj(sx, self.in_adj[xy as usize]);
                            self.del_high(xy);
                        }
                        self.add(xy);
                        self.degree[sx as usize] -= 1;
                        self.degree[ty as usize] -= 1;
                    }
                }
                let (na, nb) = (self.node_at[a as usize], self.node_at[b as usize]);
                virt = self.new_edge(na, nb);
                self.finish_rigid_or_polygon(virt);
                x = nb;
            }
            let mut virt = virt;
            if e_ab != NIL {
                self.new_comp(Kind::Bond);
                self.add(e_ab);
                self.add(virt);
                virt = self.new_edge(v, x);
                self.add(virt);
                self.degree[x as usize] -= 1;
                self.degree[v as usize] -= 1;
            }
            push_stepped(&mut self.estack, virt, self.step);
            self.slot_edge[it as usize] = virt;
            self.in_adj[virt as usize] = it;
            self.degree[x as usize] += 1;
            self.degree[v as usize] += 1;
            self.father[x as usize] = v;
            self.tree_arc[x as usize] = virt;
            self.kind[virt as usize] = TREE;
            w = x;
            wnum = self.newnum[w as usize];
        }

        // A type-1 pair.
        let (wi, low1) = (w as usize, self.low1[w as usize]);
        if self.low2[wi] >= vnum
            && low1 < vnum
            && (self.father[v as usize] != self.root || outv >= 2)
        {
            self.new_comp(Kind::Rigid);
            let end = wnum + self.descendants[wi];
            let inside = |n: u32| wnum <= n && n < end;
            while let Some(&xy) = self.estack.last() {
                let (sx, ty) = (self.src[xy as usize], self.tgt[xy as usize]);
                if !(inside(self.newnum[sx as usize]) || inside(self.newnum[ty as usize])) {
                    break;
                }
                self.estack.pop();
                self.add(xy);
                self.del_high(xy);
                self.degree[sx as usize] -= 1;
                self.degree[ty as usize] -= 1;
            }
            let low_node = self.node_at[low1 as usize];
            let mut virt = self.new_edge(v, low_node);
            self.finish_rigid_or_polygon(virt);
            if let Some(&top) = self.estack.last() {
                let (nx, ny) = (
                    self.newnum[self.src[top as usize] as usize],
                    self.newnum[self.tgt[top as usize] as usize],
                );
                if (nx == vnum && ny == low1) || (ny == vnum && nx == low1) {
                    self.new_comp(Kind::Bond);
                    let eh = self.estack.pop().expect("the top just read");
                    if self.in_adj[eh as usize] != it {
                        self.del_adj(self.src[eh as usize], self.in_adj[eh as usize]);
                    }
                    self.add(eh);
                    self.add(virt);
                    virt = self.new_edge(v, low_node);
                    self.add(virt);
                    self.in_high[virt as usize] = self.in_high[eh as usize];
                    self.degree[v as usize] -= 1;
                    self.degree[low_node as usize] -= 1;
                }
            }
            if low_node != self.father[v as usize] {
                push_stepped(&mut self.estack, virt, self.step);
                self.slot_edge[it as usize] = virt;
                self.in_adj[virt as usize] = it;
                if self.in_high[virt as usize] == NIL && self.high(low_node) < vnum {
                    self.in_high[virt as usize] = self.push_high(low_node, vnum, true);
                }
                self.degree[v as usize] += 1;
                self.degree[low_node as usize] += 1;
            } else {
                self.del_adj(v, it);
                self.new_comp(Kind::Bond);
                self.add(virt);
                let up = self.new_edge(low_node, v);
                self.add(up);
                let eh = self.tree_arc[v as usize];
                self.add(eh);
                self.tree_arc[v as usize] = up;
                self.kind[up as usize] = TREE;
                let slot = self.in_adj[eh as usize];
                self.in_adj[up as usize] = slot;
                self.slot_edge[slot as usize] = up;
            }
        }

        if self.starts[e as usize] {
            while self.tstack_not_eos() {
                self.tstack.pop();
            }
            self.tstack.pop();
        }
        while self.tstack_not_eos() {
            let (h, _, b) = *self.tstack.last().expect("not the end marker");
            if b != vnum && self.high(v) > h {
                self.tstack.pop();
            } else {
                break;
            }
        }
    }

    /// What is left on the edge stack is the last component.
    pub(super) fn close_last_component(&mut self) {
        self.new_comp(Kind::Polygon);
        let first = self.comp_edges.len();
        while let Some(e) = self.estack.pop() {
            self.add(e);
        }
        if self.comp_edges.len() - first > 4 {
            *self.comp_kind.last_mut().expect("just opened") = Kind::Rigid;
        }
    }
}
