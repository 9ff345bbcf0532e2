package catalog

import "github.com/retrylint/retrylint/callgraph/bound"

// Azure SDK for Go (azcore v1.24.0; azblob v1.8, azsecrets v1.5): every
// service client sends through an azcore pipeline whose retry policy
// makes policy.RetryOptions.MaxRetries + 1 attempts, 4 by default (0 keeps
// the default, a negative count makes one attempt), for every method,
// POST included. The SDK's service packages are modelled by their shapes,
// not by keys, because there are hundreds: an operation is a method of a
// *...Client type whose first parameter is a context and whose last is a
// pointer to an ...Options struct; a constructor is a New...Client
// function whose last parameter is a pointer to its client options; a
// sub-client (NewContainerClient) comes from its parent.

const (
	azureSDK = "github.com/Azure/azure-sdk-for-go/sdk/"
	// AzurePrefix is the package prefix of every Azure SDK module.
	AzurePrefix = azureSDK + "..."
)

// FamilyAzure: an Azure SDK service client.
const FamilyAzure = "azure sdk client"

// Shapes the code recognises for rows that name no key.
const (
	// ShapeOperation: a method of a type named ...Client, context first,
	// a pointer to an ...Options struct last.
	ShapeOperation = "operation"
	// ShapeConstructor: a New...Client function returning a client, with
	// a pointer to its ...Options last.
	ShapeConstructor = "constructor"
	// ShapeSubClient: a New...Client method of a client returning a
	// client, without options.
	ShapeSubClient = "sub-client"
)

// The retry count of a client's options: in the service's options, which
// embed azcore's (ClientOptions.Retry.MaxRetries), or in azcore's own.
var azureMaxRetries = []Int{
	{Arg: Last, Field: "ClientOptions.Retry.MaxRetries", Means: Retries, ZeroIgnored: true, NegOne: true, From: bound.Option},
	{Arg: Last, Field: "Retry.MaxRetries", Means: Retries, ZeroIgnored: true, NegOne: true, From: bound.Option},
}

func azureEntries() []*Entry {
	return []*Entry{{Prefix: azureSDK, Shape: ShapeOperation, Op: -1, IO: true, NoSelfWrites: true, Class: HTTPFailures,
		Attempts: Attempts{Of: Receiver, Always: true, Family: FamilyAzure, Untraced: bound.Of(4, bound.Default), Ctx: ArgN(0)}}}
}

func azureValues() []*Value {
	return []*Value{
		{Prefix: azureSDK, Shape: ShapeConstructor, Base: exactly(4, bound.Default), Sets: azureMaxRetries, Family: FamilyAzure},
		{Prefix: azureSDK, Shape: ShapeSubClient, From: Receiver, Untraced: exactly(4, bound.Default), Family: FamilyAzure},
	}
}
