// DynamicsRender: debug drawing of a running animator, SVG stills and animations, traces.
