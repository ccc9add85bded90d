printf '%o %x %X\n' 8 255 255
