kill -l | tr ' \t' '\n\n' | grep -cx 'SIGHUP\|SIGINT\|SIGKILL\|SIGTERM\|SIGUSR1'
