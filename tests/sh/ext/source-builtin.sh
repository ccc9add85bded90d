echo 'echo sourced $1' > lib.sh
source ./lib.sh arg
