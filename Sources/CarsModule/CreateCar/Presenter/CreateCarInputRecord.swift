/// CreateCar's input as the navigation log shows it (it takes no
/// configuration: `{}`), and what stands for CreateCar when a module that
/// presents it is tested alone.
final class CreateCarInputRecord: ModuleInputRecord<any CreateCarModuleInput>, CreateCarModuleInput {}
