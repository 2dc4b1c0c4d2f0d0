// The tests drive web pages with the same headless chromium as the classroom bench.
@_exported import HeadlessBrowser
