#!/usr/bin/env python3
"""Writes the checked-in replay fixtures (Tests/Fixtures/traces/*.trace.jsonl): synthetic input for each scene of a
1024x720 window, in the trace format the app records. Deterministic: run it again and the files are the same.
The golden logs beside them come from `gesturelab replay FILE --headless --log FILE.log.txt` and are reviewed by hand."""
import json, math, os

OUT = os.path.join(os.path.dirname(__file__), "..", "Tests", "Fixtures", "traces")
SCENE_TOP, SCENE_HEIGHT = 64.0, 592.0  # the scene area of a 1024x720 window (hint strip and tab bar excluded)

def write(name, scene, events):
    path = os.path.join(OUT, name + ".trace.jsonl")
    with open(path, "w") as f:
        f.write(json.dumps({"format": "gesturelab-trace", "version": 1, "scene": scene, "width": 1024, "height": 720}, sort_keys=True) + "\n")
        for t, kind, payload in events:
            f.write(json.dumps({"t": round(t, 6), kind: payload}, sort_keys=True) + "\n")
    print("wrote", path)

def touch(t, *fingers):
    return (t, "touches", [{"id": i, "phase": p, "x": round(x, 3), "y": round(y, 3)} for i, p, x, y in fingers])

def stroke(points, start=0.1, dt=0.016, finger=1):
    events = [touch(start, (finger, "began", *points[0]))]
    for i, p in enumerate(points[1:], 1):
        events.append(touch(start + i * dt, (finger, "moved", *p)))
    events.append(touch(start + len(points) * dt, (finger, "ended", *points[-1])))
    return events

monkey = (337.92, SCENE_TOP + SCENE_HEIGHT * 0.52)
banana = (696.32, SCENE_TOP + SCENE_HEIGHT * 0.55)
knob = (512.0, SCENE_TOP + SCENE_HEIGHT * 0.5)

# Two fingers pinch (100 -> 200 px apart) and rotate (30 degrees) the monkey at once.
events = []
for step in range(11):
    r, a = 50 + 5 * step, math.radians(3 * step)
    phase = "began" if step == 0 else "moved"
    dx, dy = r * math.cos(a), r * math.sin(a)
    events.append(touch(0.1 + step * 0.016, (1, phase, monkey[0] - dx, monkey[1] - dy), (2, phase, monkey[0] + dx, monkey[1] + dy)))
events.append(touch(0.3, (1, "ended", monkey[0] - dx, monkey[1] - dy), (2, "ended", monkey[0] + dx, monkey[1] + dy)))
write("monkey-pinch-rotate", "monkey", events)

# A fling of the banana to the left: it slides on and slows down.
write("monkey-fling", "monkey", stroke([(banana[0] - 10 * i, banana[1] + 2 * i) for i in range(12)], dt=0.012))

# A tap on the monkey (chomp), then a drag of it (no chomp).
events = [touch(0.1, (1, "began", *monkey)), touch(0.15, (1, "ended", *monkey))]
events += stroke([(monkey[0] + 8 * i, monkey[1]) for i in range(10)], start=0.8)
write("monkey-tap-vs-drag", "monkey", events)

# Tickling the banana: right, left, right, left strokes of 40 px.
xs = [0, 20, 40, 20, 0, -20, -40, -20, 0, 20, 40]
write("monkey-tickle", "monkey", stroke([(banana[0] + x, banana[1]) for x in xs], dt=0.03))

# Turning the knob 120 degrees clockwise, then a double tap that sends it back to 0.
def on_knob(deg, radius=110):
    a = math.radians(deg - 90)
    return (knob[0] + radius * math.cos(a), knob[1] + radius * math.sin(a))
events = stroke([on_knob(d) for d in range(0, 121, 5)])
tap_point = on_knob(45, 60)
events += [touch(1.2, (1, "began", *tap_point)), touch(1.25, (1, "ended", *tap_point)),
           touch(1.4, (1, "began", *tap_point)), touch(1.45, (1, "ended", *tap_point))]
write("knob-swirl-double-tap", "knob", events)

# A circle around the moon (selected), and a square around the gem (not a circle).
moon = (512.0, SCENE_TOP + SCENE_HEIGHT * 0.3)
gem = (1024 * 0.33, SCENE_TOP + SCENE_HEIGHT * 0.72)
write("circle-success", "circles", stroke([(moon[0] + 85 * math.cos(2 * math.pi * i / 48), moon[1] + 85 * math.sin(2 * math.pi * i / 48)) for i in range(50)], dt=0.012))
corners = [(-80, -80), (80, -80), (80, 80), (-80, 80), (-80, -80)]
square = []
for (x0, y0), (x1, y1) in zip(corners, corners[1:]):
    square += [(gem[0] + x0 + (x1 - x0) * k / 16, gem[1] + y0 + (y1 - y0) * k / 16) for k in range(16)]
write("circle-failed-square", "circles", stroke(square, dt=0.012))

# A right chevron that opens the photo library, then Escape closes it.
chevron = [(400 + 6 * i, 250 + 5 * i) for i in range(16)] + [(490 - 6 * i, 330 + 5 * i) for i in range(1, 16)]
events = stroke(chevron)
events.append((1.2, "key", {"key": "Escape", "press": True, "mods": []}))
events.append((1.25, "key", {"key": "Escape", "press": False, "mods": []}))
write("chevron-opens-library", "chevron", events)
