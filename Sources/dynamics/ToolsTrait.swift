// The CLI's packages (ArgumentParser, and Hummingbird through the playground) come with the
// package trait `Tools`, so that an app depending on the library resolves none of them.
#if !Tools
#error("The dynamics tool needs the package trait Tools: swift build -c release --traits Tools --product dynamics")
#endif
