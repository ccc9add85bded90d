export NOVAL
env | grep -c '^NOVAL' || :
NOVAL=later
env | grep '^NOVAL='
