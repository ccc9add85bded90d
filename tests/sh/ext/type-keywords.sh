type [[ function
