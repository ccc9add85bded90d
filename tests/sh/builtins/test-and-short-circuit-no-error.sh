test '' -a nosuchfile -nt x; echo $?
