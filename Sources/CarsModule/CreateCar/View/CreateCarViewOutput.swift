/// What the CreateCar view tells its presenter.
@MainActor
protocol CreateCarViewOutput: AnyObject {
    /// The module is about to show for the first time.
    func didTriggerViewReadyEvent()

    /// The user typed `text` into `field` (`fill <field> <text...>`).
    func didFillField(_ field: CarField, with text: String)

    /// The user asked to save the car (`save`).
    func didTriggerSaveEvent()

    /// The user gave up on the new car (`cancel`).
    func didTriggerCancelEvent()
}
