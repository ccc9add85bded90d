trap 'echo x' INT
trap 'echo y' TERM
trap 2 TERM
trap | wc -l
