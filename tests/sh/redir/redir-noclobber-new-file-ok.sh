set -C
echo new > newfile
cat newfile
