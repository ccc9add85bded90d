(export INNER=1)
env | grep '^INNER=' || echo not-in-parent
