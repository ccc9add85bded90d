(exit 3)
