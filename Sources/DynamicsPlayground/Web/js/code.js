// The Code tab: the scene as Swift source.
// INTEGRATOR: `Scene.swiftSource()` (the code generator) is not in this tree yet. Once it is,
// have the server answer an `export` of format "swift" with it and show `message.text` here.

export class CodeTab {
  constructor(node) {
    this.node = node;
  }

  /** A scene arrived: until the generator is merged, say when the code will be there. */
  sceneLoaded(info) {
    this.node.textContent = `// ${info.name}: the scene as Swift code is available after merge (Scene.swiftSource()).`;
  }
}
