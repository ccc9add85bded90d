set -a
AUTO=1
set +a
MANUAL=2
env | grep -e '^AUTO=' -e '^MANUAL=' 
