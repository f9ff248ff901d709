# A module with no trace() whose task holds its view for an hour: the task is
# the module's, outlives it, and the leak check names both.
open LeakyTask
hold
open Home
tasks
