import ViperShellCLI
import ViperShellEngine

/// The version `viper-shell --version` prints.
let viperShellVersion = "0.4.0"

// The two features' registry handed to the ready front end; `--data DIR` loads
// cars.json and/or posts.json once, and every session registers over them.
ShellCLI(
    configuration: ShellConfiguration(name: "viper-shell") { registry, services in
        try FeatureData().register(in: registry, services: services)
    },
    version: viperShellVersion,
    dataOption: ShellCLI.DataOption(
        help: "Load cars.json and/or posts.json from this folder instead of the built-in data."
    ) { directory, configuration in
        let data = try FeatureData.load(fromDataDirectory: directory)
        configuration.registerModules = { registry, services in try data.register(in: registry, services: services) }
    }
).main()
