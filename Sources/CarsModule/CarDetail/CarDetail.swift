/// The CarDetail module's public face: the key any feature opens it by, typed
/// with its input and output (`transitionHandler.open(CarDetail.key, style: .push)`).
public enum CarDetail {
    public static let key = ModuleKey<any CarDetailModuleInput>("CarDetail", output: (any CarDetailModuleOutput).self)
}
