trap 'echo int' INT
trap -p INT
trap - INT
