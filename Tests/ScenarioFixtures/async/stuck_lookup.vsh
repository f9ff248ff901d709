# lookup awaits a service that sleeps on the real ContinuousClock: settle
# names the task in one line, and the scenario fails at its end.
open ContactsList
lookup ada
settle
expect screen contains Favorites: 2
