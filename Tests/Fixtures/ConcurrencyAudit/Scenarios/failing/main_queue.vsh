# DispatchQueue.main.async never runs in the shell; the scenario fails saying so.
open MainQueueWork
async
