printf '[%05.2f]\n' 3.14159
