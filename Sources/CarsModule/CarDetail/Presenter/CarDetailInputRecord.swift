/// CarDetail's input as the navigation log shows it (`{"carId":"c2"}`), and
/// what stands for CarDetail when a module that opens it is tested alone.
final class CarDetailInputRecord: ModuleInputRecord<any CarDetailModuleInput>, CarDetailModuleInput {
    func configure(with carId: String) {
        record("carId", carId)
        forward { $0.configure(with: carId) }
    }
}
