export GONE=1
unset GONE
env | grep '^GONE=' || echo removed
