set -a
x=exported
env | grep '^x='
set +a
y=notexported
env | grep '^y=' || echo "y not exported"
