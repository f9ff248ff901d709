# A task the actor starts ends in the actor's job while an older task waits
# inside the same actor: the older one stays listed.
open ActorStartedTask
enter
set autosettle off
spawn
wait 1ms
tasks
wait 20ms
tasks
release
settle
tasks
