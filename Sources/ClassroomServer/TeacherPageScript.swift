/// The teacher's page's script. State: `GET /api/state`, then `ClassroomDelta`s from `/live` (applied when
/// their `seq` is past the state's). `document.body.dataset.updates` counts the draws and
/// `document.body.dataset.firstDraw` holds the milliseconds to the first one (tests and the bench read them).
enum TeacherPageScript {
    static let javascript = #"""
        "use strict";
        let state = null, offset = 0, updates = 0, queued = [], socket = null, retry = 500;
        const token = new URLSearchParams(location.hash.slice(1)).get("token");
        const params = new URLSearchParams(location.search);
        let sortBy = params.get("sort") || "help";
        if (params.has("compact")) document.body.classList.add("compact");
        function el(tag, props, ...children) {
          const node = document.createElement(tag);
          for (const [key, value] of Object.entries(props || {})) {
            if (key === "class") node.className = value; else node.setAttribute(key, value);
          }
          for (const child of children) {
            if (child === null || child === undefined) continue;
            node.append(child instanceof Node ? child : document.createTextNode(String(child)));
          }
          return node;
        }
        function cell(content) { return el("td", {}, el("div", {class: "cell"}, content)); }
        function headRow(names) { return el("tr", {}, ...names.map(n => el("th", {}, n))); }
        function ago(seconds) {
          seconds = Math.max(0, Math.round(seconds));
          if (seconds < 60) return seconds + " s ago";
          if (seconds < 3600) return Math.floor(seconds / 60) + " min ago";
          return Math.floor(seconds / 3600) + " h ago";
        }
        function percent(part, whole) { return whole ? (100 * part / whole).toFixed(0) + "%" : "n/a"; }
        function serverNow() { return Date.now() / 1000 + offset; }
        // Who needs help: a save that did not compile, then failing traces, then no save for five minutes.
        function needsHelp(a) {
          if (a.compileErrorCount > 0) return 3;
          if (a.traces.some(t => !t.passed)) return 2;
          if (a.lastSave === null || a.lastSave === undefined || serverNow() - a.lastSave > 300) return 1;
          return 0;
        }
        function thumbnail(stroke) {
          const svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
          svg.setAttribute("class", "thumb");
          svg.setAttribute("viewBox", "0 0 44 44");
          const xs = stroke.points.map(p => p[0]), ys = stroke.points.map(p => p[1]);
          const minX = Math.min(...xs), minY = Math.min(...ys);
          const size = Math.max(Math.max(...xs) - minX, Math.max(...ys) - minY, 1);
          const line = document.createElementNS("http://www.w3.org/2000/svg", "polyline");
          line.setAttribute("points", stroke.points.map(p =>
            (4 + 36 * (p[0] - minX) / size).toFixed(1) + "," + (4 + 36 * (p[1] - minY) / size).toFixed(1)).join(" "));
          const title = document.createElementNS("http://www.w3.org/2000/svg", "title");
          title.textContent = stroke.kind + " by " + stroke.person;
          svg.append(title, line);
          return svg;
        }
        function errorsCell(a) {
          if (!a.compileErrorCount) return "";
          const box = el("div", {class: "errors"}, a.firstCompileError || "");
          const wrapper = el("div", {}, box);
          if (a.compileErrorCount > 1) {
            const more = el("button", {class: "more", type: "button"}, "and " + (a.compileErrorCount - 1) + " more");
            more.onclick = async () => {
              const answer = await fetch("/api/errors?name=" + encodeURIComponent(a.name));
              if (!answer.ok) return;
              box.textContent = (await answer.json()).join("\n");
              box.parentElement.parentElement.classList.add("open");
              more.remove();
            };
            // Before the text: the cell clips what is below its height.
            wrapper.prepend(more, " ");
          }
          return wrapper;
        }
        function drawAttendees() {
          const table = document.getElementById("attendees");
          table.replaceChildren(headRow(["Name", "Lesson", "Traces", "Last save", "Strokes", "Compile errors"]));
          document.getElementById("attendee-count").textContent = "(" + state.attendees.length + ")";
          if (state.attendees.length === 0)
            table.append(el("tr", {}, el("td", {colspan: "6", class: "empty"}, "No attendee has joined yet.")));
          const rows = [...state.attendees];
          if (sortBy === "help") rows.sort((x, y) => needsHelp(y) - needsHelp(x) || (x.name < y.name ? -1 : 1));
          const now = serverNow();
          for (const a of rows) {
            const traces = el("span", {class: "nowrap"}, ...a.traces.map(t =>
              el("span", {class: t.passed ? "pass" : "fail", title: t.name + ": " + t.verdict}, t.passed ? "✓" : "✗")));
            if (a.traces.length) traces.append(" " + a.traces.filter(t => t.passed).length + "/" + a.traces.length);
            const saved = a.lastSave === null || a.lastSave === undefined ? el("span", {class: "empty"}, "no save yet")
              : el("span", {class: "nowrap", "data-saved": String(a.lastSave)}, ago(now - a.lastSave));
            const row = el("tr", {"data-name": a.name}, cell(a.name), cell(a.lesson),
              cell(a.compileErrorCount ? "—" : traces), cell(saved), cell(String(a.strokes)), cell(errorsCell(a)));
            if (needsHelp(a) >= 2) row.className = "help";
            table.append(row);
          }
        }
        function drawDataset() {
          const d = state.dataset, box = document.getElementById("dataset");
          const kinds = el("div", {class: "kinds"}, ...Object.keys(d.kinds).sort().map(k => el("span", {}, k + " " + d.kinds[k])));
          const line = d.people + (d.people === 1 ? " person, " : " people, ") + d.strokes + " strokes";
          const snapshot = d.snapshot ? "scoring snapshot " + d.snapshot + " (" + d.snapshotStrokes + " strokes)" : "no scoring snapshot yet";
          box.replaceChildren(el("p", {}, line), el("p", {class: "note"}, snapshot), kinds);
          document.getElementById("dataset-line").textContent = line + " · " + snapshot;
        }
        function drawBoards() {
          const box = document.getElementById("boards");
          const budget = (100 * state.falseAcceptBudget).toFixed(state.falseAcceptBudget < 0.1 ? 1 : 0).replace(/\.0$/, "");
          document.getElementById("budget-note").textContent =
            "Ranked by recall among recognizers that accept at most " + budget + "% of the other strokes, on the " +
            "current snapshot or the one before; the rest are listed with the reason. Scores are self-reported: " +
            "each attendee's GestureLab scores their recognizer on the strokes everyone else drew.";
          if (state.boards.length === 0) { box.replaceChildren(el("p", {class: "empty"}, "No scores yet.")); return; }
          box.replaceChildren(...state.boards.map(board => {
            const table = el("table", {class: "board", "data-kind": board.kind},
              headRow(["#", "Name", "Recognizer", "Recall", "False accepts", "Scored on", "Misses"]));
            for (const s of board.scores) {
              const r = s.report;
              const recall = r.trouble ? el("span", {class: "trouble"}, r.trouble)
                : el("span", {class: "nowrap"}, r.recognized + "/" + r.positives + " (" + percent(r.recognized, r.positives) + ")");
              const falseAccepts = r.trouble ? "" : el("span", {class: "nowrap"}, r.falseAccepts + "/" + r.negatives + " (" + percent(r.falseAccepts, r.negatives) + ")");
              const rank = s.rank ? String(s.rank) : el("span", {class: "unranked", title: s.unranked}, "–");
              const scoredOn = "snapshot " + r.snapshot + ", " + r.people + (r.people === 1 ? " other person" : " other people");
              const row = el("tr", {}, cell(rank), cell(r.name), cell(r.recognizer), cell(recall), cell(falseAccepts),
                cell(s.rank ? scoredOn : el("span", {class: "unranked"}, "not ranked: " + s.unranked)),
                cell(el("span", {class: "misses"}, ...s.misses.map(thumbnail))));
              table.append(row);
            }
            return el("div", {}, el("h3", {}, board.lesson + " — " + board.kind), table);
          }));
        }
        function draw() {
          if (!state) return;
          drawAttendees(); drawDataset(); drawBoards();
          updates += 1;
          document.body.dataset.updates = String(updates);
          if (!document.body.dataset.firstDraw) document.body.dataset.firstDraw = String(Math.round(performance.now()));
        }
        function apply(delta) {
          if (delta.reset) { loadState(); return; }
          const byName = new Map(state.attendees.map(a => [a.name, a]));
          for (const name of delta.removed) byName.delete(name);
          for (const a of delta.attendees) byName.set(a.name, a);
          state.attendees = [...byName.values()].sort((x, y) => x.name < y.name ? -1 : 1);
          if (delta.dataset) state.dataset = delta.dataset;
          const key = b => b.lesson + "\u001f" + b.kind;
          const boards = new Map(delta.allBoards ? [] : state.boards.map(b => [key(b), b]));
          for (const k of delta.removedBoards) boards.delete(k);
          for (const b of delta.boards) boards.set(key(b), b);
          state.boards = [...boards.entries()].sort((x, y) => x[0] < y[0] ? -1 : 1).map(e => e[1]);
          state.seq = delta.seq;
          offset = delta.now - Date.now() / 1000;
        }
        async function loadState() {
          try {
            const answer = await fetch("/api/state", {cache: "no-store"});
            if (!answer.ok) throw new Error(answer.status);
            state = await answer.json();
            offset = state.now - Date.now() / 1000;
            for (const delta of queued) if (delta.seq > state.seq) apply(delta);
            queued = [];
            draw();
          } catch (error) {
            setTimeout(loadState, 2000);
          }
        }
        function connect() {
          const status = document.getElementById("status");
          socket = new WebSocket((location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/live");
          socket.onopen = () => { retry = 500; status.textContent = "live"; status.className = "live"; };
          socket.onmessage = event => {
            const delta = JSON.parse(event.data);
            if (!state) { queued.push(delta); return; }
            if (delta.seq <= state.seq) return;
            apply(delta);
            draw();
          };
          socket.onclose = () => {
            status.textContent = "reconnecting…"; status.className = "";
            setTimeout(() => { connect(); loadState(); }, retry);
            retry = Math.min(retry * 2, 10000);
          };
        }
        async function teacher(path, body) {
          const answer = await fetch(path, {method: body ? "POST" : "GET",
            headers: {"Authorization": "Bearer " + token, "Content-Type": "application/json"},
            body: body ? JSON.stringify(body) : undefined});
          if (!answer.ok) { alert(await answer.text()); return null; }
          return answer;
        }
        async function download(path, name) {
          const answer = await teacher(path);
          if (!answer) return;
          const link = el("a", {href: URL.createObjectURL(await answer.blob()), download: name});
          document.body.append(link); link.click(); link.remove();
        }
        async function drawJoinPanel() {
          const panel = document.getElementById("join");
          panel.hidden = false;
          if (!token) {
            panel.replaceChildren(el("p", {class: "note"}, "To see how attendees join and to manage the class, open " +
              "the teacher's address that `gesturelab classroom serve` printed (it ends in #token=…)."));
            return;
          }
          const answer = await teacher("/api/teacher/join");
          if (!answer) return;
          const info = await answer.json();
          const command = el("code", {id: "join-command"}, info.command);
          const copy = el("button", {type: "button"}, "Copy");
          copy.onclick = () => navigator.clipboard && navigator.clipboard.writeText(info.command);
          panel.replaceChildren(el("h2", {}, "Join this class"),
            el("p", {}, "Address: ", ...info.addresses.flatMap((a, i) => [i ? " or " : "", el("code", {}, a)])),
            el("p", {}, "Token: ", el("code", {}, info.token)),
            el("p", {}, "Attendees run: ", command, " ", copy));
          const tools = document.getElementById("teacher");
          tools.hidden = false;
          const name = el("input", {id: "teacher-name", placeholder: "attendee's name", size: "20"});
          const button = (label, action) => { const b = el("button", {type: "button"}, label); b.onclick = action; return b; };
          tools.replaceChildren(el("h2", {}, "Teacher"), name, " ",
            button("Remove", () => name.value && confirm("Remove " + name.value + " and all they sent?") &&
              teacher("/api/teacher/remove", {name: name.value})),
            button("Rename…", () => { const to = prompt("New name for " + name.value); if (to) teacher("/api/teacher/rename", {name: name.value, to}); }),
            button("Reset the class…", () => confirm("Empty the class? (A backup is made first.)") && teacher("/api/teacher/reset", {confirm: "reset"})),
            " ", button("Export strokes", () => download("/api/teacher/strokes.jsonl", "classroom.strokes.jsonl")),
            button("Export results", () => download("/api/teacher/results.csv", "classroom-results.csv")));
        }
        document.getElementById("sort").value = sortBy;
        document.getElementById("sort").onchange = event => { sortBy = event.target.value; if (state) drawAttendees(); };
        document.getElementById("compact-toggle").onclick = () => document.body.classList.toggle("compact");
        loadState();
        connect();
        drawJoinPanel();
        // Only the times change between deltas: the rest of the page stays as drawn.
        setInterval(() => {
          const now = serverNow();
          for (const span of document.querySelectorAll("[data-saved]")) span.textContent = ago(now - Number(span.dataset.saved));
        }, 1000);
        """#
}
