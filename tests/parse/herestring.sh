cat <<<$x <<<'lit'
