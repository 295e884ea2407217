// The playground server's packages (Hummingbird, HummingbirdWebSocket) come with the package trait
// `Tools`, so that an app depending on the library resolves none of them.
#if !Tools
#error("DynamicsPlayground needs the package trait Tools: add traits: [\"Tools\"] to the dependency, or build with --traits Tools")
#endif
