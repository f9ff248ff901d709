print("viper-shell: under construction")
