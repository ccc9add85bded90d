mkdir real
ln -s real link
cd link
pwd -L | sed 's,.*/,,'
pwd -P | sed 's,.*/,,'
pwd | sed 's,.*/,,'
