EXPY=two
env | grep '^EXPY=' || echo not-exported
export EXPY
env | grep '^EXPY='
