alias say='echo said'
say it
