// The Cars feature: CarsList → CarDetail, CarsList → CreateCar,
// over a CarRepository. `CarsFeature` is its face to the executable.
@_exported import ViperRuntime
