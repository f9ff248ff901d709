# A callback SDK answering on DispatchQueue.global(): the answer lands before
# the next command, on every run.
open CallbackSDK
lookup Ada
expect state log contains "Ada has 3 letters"
lookup Grace
expect state log contains "Grace has 5 letters"
screen
tasks
