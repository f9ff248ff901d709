/// The CreateCar module's public face: the key other modules present it by.
public enum CreateCar {
    public static let key = ModuleKey<any CreateCarModuleInput>("CreateCar", output: (any CreateCarModuleOutput).self)
}
