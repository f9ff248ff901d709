# watch starts a task that holds the interactor strongly while it sleeps an
# hour on the clock: when the module closes, the task keeps its components
# alive, and the leak check names them and the task.
open ContactsList
watch
