# A Task.detached parked on a continuation nothing resumes: listed, and the
# scenario fails at its end naming it.
open ParkedDetached
park
tasks
