# A debounce written with a bare Task.sleep never fires in a session: it
# sleeps on a real clock, and the scenario fails at its end saying so.
open RealClocks
search ada
settle
