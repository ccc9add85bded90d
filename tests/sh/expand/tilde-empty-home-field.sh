# An empty HOME makes ~ an empty field, not no field.
HOME=
printf '[%s]' x ~ y ~/z "~"; echo
set -- ~; echo $#
