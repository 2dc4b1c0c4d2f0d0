/// The teacher's page: one small static HTML file with its script. It loads the state from `/api/state`'s twin
/// on the `/live` WebSocket and redraws on every message; it reconnects by itself, and never reloads.
///
/// Every text an attendee supplied (names, lessons, verdicts, compile errors) goes into the page as a DOM text
/// node or attribute value, never as HTML, so it is shown escaped. `document.body.dataset.updates` counts the
/// states drawn (tests watch it).
enum TeacherPage {
    static let html = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>GestureLab classroom</title>
        <style>
        body { font: 15px/1.4 system-ui, sans-serif; margin: 0; background: #f4f5f7; color: #1d2330; }
        header { background: #1d2330; color: #fff; padding: 10px 20px; display: flex; gap: 16px; align-items: baseline; }
        header h1 { font-size: 20px; margin: 0; }
        #status { font-size: 13px; color: #f5b041; }
        #status.live { color: #58d68d; }
        main { display: grid; grid-template-columns: minmax(0, 3fr) minmax(220px, 1fr); gap: 16px; padding: 16px 20px; }
        section { background: #fff; border-radius: 8px; padding: 10px 14px; box-shadow: 0 1px 3px #0002; min-width: 0; overflow-x: auto; }
        section h2 { font-size: 16px; margin: 4px 0 8px; }
        #leaderboard-section { grid-column: 1 / span 2; }
        table { border-collapse: collapse; width: 100%; }
        th, td { text-align: left; padding: 4px 8px; border-bottom: 1px solid #e3e6ea; vertical-align: top; }
        th { font-size: 12px; color: #5d6675; font-weight: 600; }
        .pass { color: #1e8449; font-weight: bold; } .fail { color: #c0392b; font-weight: bold; }
        .errors { color: #c0392b; font-family: monospace; font-size: 12px; white-space: pre-wrap; overflow-wrap: anywhere; }
        .nowrap { white-space: nowrap; }
        .trouble { color: #c0392b; font-weight: 600; overflow-wrap: anywhere; }
        .note { font-size: 12px; color: #5d6675; margin: 0 0 6px; }
        .empty { color: #8a93a3; font-style: italic; }
        svg.thumb { width: 44px; height: 44px; background: #fbeee6; border-radius: 4px; margin-right: 4px; }
        svg.thumb polyline { fill: none; stroke: #c0392b; stroke-width: 2.5; stroke-linejoin: round; }
        @media (max-width: 720px) {
          main { grid-template-columns: minmax(0, 1fr); padding: 12px; gap: 12px; }
          #leaderboard-section { grid-column: auto; }
          header { padding: 10px 12px; }
        }
        .kinds span { display: inline-block; background: #eef1f5; border-radius: 10px; padding: 1px 8px; margin: 2px; }
        </style>
        </head>
        <body data-updates="0">
        <header><h1>GestureLab classroom</h1><span id="status">connecting…</span></header>
        <main>
        <section><h2>Attendees</h2><table id="attendees"></table></section>
        <section><h2>Class dataset</h2><div id="dataset"></div></section>
        <section id="leaderboard-section"><h2>Leaderboard</h2>
        <p class="note">Scores are self-reported: each attendee's GestureLab scores their own recognizer on the
        strokes everyone <em>else</em> drew, and posts the result. This is a classroom, not an exam.</p>
        <table id="leaderboard"></table></section>
        </main>
        <script>
        "use strict";
        let state = null, offset = 0, updates = 0;
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
        function row(cells, tag) { return el("tr", {}, ...cells.map(c => el(tag || "td", {}, c))); }
        function ago(seconds) {
          seconds = Math.max(0, Math.round(seconds));
          if (seconds < 60) return seconds + " s ago";
          if (seconds < 3600) return Math.floor(seconds / 60) + " min ago";
          return Math.floor(seconds / 3600) + " h ago";
        }
        function percent(part, whole) { return whole ? (100 * part / whole).toFixed(0) + "%" : "n/a"; }
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
        function drawAttendees() {
          const table = document.getElementById("attendees");
          table.replaceChildren(row(["Name", "Lesson", "Traces", "Last save", "Compile errors"], "th"));
          if (state.attendees.length === 0)
            table.append(el("tr", {}, el("td", {colspan: "5", class: "empty"}, "No attendee has saved yet.")));
          const now = Date.now() / 1000 + offset;
          for (const a of state.attendees) {
            const traces = el("span", {class: "nowrap"}, ...a.traces.map(t =>
              el("span", {class: t.passed ? "pass" : "fail", title: t.name + ": " + t.verdict}, t.passed ? "✓" : "✗")));
            const passed = a.traces.filter(t => t.passed).length;
            traces.append(" " + passed + "/" + a.traces.length);
            const errors = a.compileErrors.length ? el("div", {class: "errors"}, a.compileErrors.join("\\n")) : "";
            table.append(row([a.name, a.lesson, a.compileErrors.length ? "—" : traces,
                              el("span", {class: "nowrap", "data-saved": String(a.lastSave)}, ago(now - a.lastSave)),
                              errors]));
          }
        }
        function drawDataset() {
          const d = state.dataset, box = document.getElementById("dataset");
          const kinds = el("div", {class: "kinds"}, ...Object.keys(d.kinds).sort().map(k => el("span", {}, k + " " + d.kinds[k])));
          box.replaceChildren(el("p", {}, d.people + (d.people === 1 ? " person, " : " people, ") + d.strokes + " strokes"), kinds);
        }
        function drawLeaderboard() {
          const table = document.getElementById("leaderboard");
          table.replaceChildren(row(["#", "Name", "Recognizer", "Recall", "False accepts", "Scored on", "Misses"], "th"));
          if (state.leaderboard.length === 0)
            table.append(el("tr", {}, el("td", {colspan: "7", class: "empty"}, "No scores yet.")));
          for (const s of state.leaderboard) {
            const r = s.report;
            const recall = r.trouble ? el("span", {class: "trouble"}, r.trouble)
              : el("span", {class: "nowrap"}, r.recognized + "/" + r.positives + " " + r.kind + " (" + percent(r.recognized, r.positives) + ")");
            const falseAccepts = r.trouble ? "" : el("span", {class: "nowrap"}, r.falseAccepts + "/" + r.negatives + " (" + percent(r.falseAccepts, r.negatives) + ")");
            table.append(row([String(s.rank), r.name, r.recognizer, recall, falseAccepts,
                              el("span", {class: "nowrap"}, r.people + (r.people === 1 ? " other person" : " other people")),
                              el("span", {}, ...s.misses.map(thumbnail))]));
          }
        }
        function draw() {
          if (!state) return;
          drawAttendees(); drawDataset(); drawLeaderboard();
        }
        let retry = 500;
        function connect() {
          const socket = new WebSocket((location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/live");
          const status = document.getElementById("status");
          socket.onopen = () => { retry = 500; status.textContent = "live"; status.className = "live"; };
          socket.onmessage = event => {
            state = JSON.parse(event.data);
            offset = state.now - Date.now() / 1000;
            draw();
            updates += 1;
            document.body.dataset.updates = String(updates);
          };
          socket.onclose = () => {
            status.textContent = "reconnecting…"; status.className = "";
            setTimeout(connect, retry);
            retry = Math.min(retry * 2, 10000);
          };
        }
        connect();
        // Only the times change between states: the rest of the page stays as drawn (no flicker, tooltips stay open).
        setInterval(() => {
          const now = Date.now() / 1000 + offset;
          for (const span of document.querySelectorAll("[data-saved]")) span.textContent = ago(now - Number(span.dataset.saved));
        }, 1000);
        </script>
        </body>
        </html>
        """
}
