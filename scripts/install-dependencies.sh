#!/usr/bin/env bash
# Installs the Debian packages GestureLab needs that are missing. Usage: install-dependencies.sh [--for-tests]
# Runs apt-get only when something is missing (as root, or through sudo).
set -euo pipefail

packages=(libx11-dev libxi-dev libxrandr-dev libxext-dev libxdamage-dev libxpresent-dev libcairo2-dev pkg-config
    alsa-utils)
# The classroom server keeps its state in SQLite (GRDB links the system's libsqlite3).
packages+=(libsqlite3-dev)
if [[ "${1:-}" == "--for-tests" ]]; then
    # x11-xserver-utils: xrdb (sets Xft.dpi in the HiDPI test); desktop-file-utils: desktop-file-validate.
    # openbox, xfwm4: the window managers the desktop tests run under (xfwm4 reads its settings over a session bus:
    # dbus-daemon).
    packages+=(xvfb xdotool x11-utils x11-xserver-utils imagemagick desktop-file-utils openbox xfwm4 dbus-daemon)
    # chromium: the classroom's teacher page is tested in a real (headless) browser.
    packages+=(chromium)
fi

if ! command -v swift >/dev/null 2>&1; then
    echo "error: the Swift toolchain (swift) is not on PATH; install Swift 6 first (https://swift.org/install)." >&2
    exit 1
fi

missing=()
for package in "${packages[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
        missing+=("$package")
    fi
done

if ((${#missing[@]} == 0)); then
    exit 0
fi

echo "Installing missing packages: ${missing[*]}"
as_root=()
if [[ $(id -u) -ne 0 ]]; then
    if ! command -v sudo >/dev/null 2>&1; then
        echo "error: need root (or sudo) to install: ${missing[*]}" >&2
        exit 1
    fi
    as_root=(sudo)
fi
export DEBIAN_FRONTEND=noninteractive
"${as_root[@]}" apt-get update -qq
"${as_root[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
