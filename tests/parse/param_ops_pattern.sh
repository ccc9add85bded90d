echo ${a%x} ${a%%*.c} ${a#x} ${a##*/}
