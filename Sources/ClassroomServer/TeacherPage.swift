/// The teacher's page: one static HTML file with its style (`TeacherPageStyle`) and script
/// (`TeacherPageScript`). It loads the state over HTTP (`GET /api/state`), draws it at once, then follows the
/// `/live` WebSocket's deltas; it reconnects by itself and loads the state again when it does.
///
/// Every text an attendee supplied goes into the page as a DOM text node or attribute value, never as HTML, so it
/// is shown escaped; every cell is clipped to a fixed height. With `#token=…` in its address (as the server prints
/// it) the page shows the join panel and the teacher's actions.
enum TeacherPage {
    static let html = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>GestureLab classroom</title>
        <style>
        \(TeacherPageStyle.css)
        </style>
        </head>
        <body data-updates="0">
        <header><h1>GestureLab classroom</h1><span id="status">loading…</span><span id="dataset-line"></span>
        <span class="tools"><label>Sort <select id="sort"><option value="help">who needs help</option>
        <option value="name">name</option></select></label>
        <button id="compact-toggle" type="button">Projector</button></span></header>
        <section id="join" hidden></section>
        <main>
        <section id="attendees-section"><h2>Attendees <span id="attendee-count"></span></h2>
        <table id="attendees"></table></section>
        <section id="dataset-section"><h2>Class dataset</h2><div id="dataset"></div></section>
        <section id="leaderboard-section"><h2>Leaderboard</h2>
        <p class="note" id="budget-note"></p>
        <div id="boards"></div></section>
        </main>
        <section id="teacher" hidden></section>
        <script>
        \(TeacherPageScript.javascript)
        </script>
        </body>
        </html>
        """
}
