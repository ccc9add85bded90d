NOTEXP=x
env | grep '^NOTEXP=' || echo absent
